// The titled boxes the notes use: "Idea clave", "Error común", "En la práctica".
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type CalloutBlock = 'key-idea' | 'common-mistake' | 'in-practice';

const TITLE_KEYS: Record<CalloutBlock, string> = {
  'key-idea': 'lessons.blocks.keyIdea',
  'common-mistake': 'lessons.blocks.commonMistake',
  'in-practice': 'lessons.blocks.inPractice',
};

function Callout({ block, children }: { block: CalloutBlock; children?: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className={`lesson-block lesson-callout lesson-callout--${block}`} data-block={block} role="note" aria-labelledby={titleId}>
      <p className="lesson-block__title" id={titleId}>
        {t(TITLE_KEYS[block])}
      </p>
      <div className="lesson-block__body">{children}</div>
    </div>
  );
}

export function KeyIdea({ children }: { children?: ReactNode }) {
  return <Callout block="key-idea">{children}</Callout>;
}

export function CommonMistake({ children }: { children?: ReactNode }) {
  return <Callout block="common-mistake">{children}</Callout>;
}

export function InPractice({ children }: { children?: ReactNode }) {
  return <Callout block="in-practice">{children}</Callout>;
}

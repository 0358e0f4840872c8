import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type Language } from '../i18n';
import { useLang } from '../i18n/useLang';
import { replaceParamIfPresent } from './routes';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const choose = (l: Language) => {
    void i18n.changeLanguage(l);
    // A ?lang in the URL would undo the choice on reload: keep it in step.
    const search = replaceParamIfPresent(location.search, 'lang', l);
    if (search !== null) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  };
  return (
    <div className="seg" role="group" aria-label={t('lang.group')}>
      {SUPPORTED_LANGUAGES.map((l) => (
        <button
          key={l}
          type="button"
          className="seg__btn"
          data-testid={`lang-${l}`}
          aria-pressed={lang === l}
          lang={l}
          title={t(`lang.${l}Name`)}
          onClick={() => choose(l)}
        >
          <span aria-hidden="true">{t(`lang.${l}`)}</span>
          <span className="visually-hidden">{t(`lang.${l}Name`)}</span>
        </button>
      ))}
    </div>
  );
}

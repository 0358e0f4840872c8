// A QR code of an address as SVG (qrcode-generator's module matrix drawn as one path), with the
// quiet zone the standard asks for. Dark on white whatever the theme: phones read that best.
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

export function QrCode({ text, size, label }: { text: string; size: number; label: string }) {
  const { d, n } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    const count = qr.getModuleCount();
    let path = '';
    for (let r = 0; r < count; r++) for (let c = 0; c < count; c++) if (qr.isDark(r, c)) path += `M${c + 4} ${r + 4}h1v1h-1z`;
    return { d: path, n: count + 8 };
  }, [text]);
  return (
    <svg className="class-qr" viewBox={`0 0 ${n} ${n}`} width={size} height={size} role="img" aria-label={label} data-testid="class-qr" shapeRendering="crispEdges">
      <rect width={n} height={n} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

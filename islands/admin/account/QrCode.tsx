/**
 * A QR code of `text` drawn as an SVG path from the modules `qrcode-generator` computes (no markup
 * from the library, no data: URL): dark modules as one path on a light square with the
 * specification's quiet zone of 4 modules.
 */
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

const QUIET_ZONE = 4;

export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const { path, extent } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(text);
    code.make();
    const count = code.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row++) {
      for (let col = 0; col < count; col++) {
        if (code.isDark(row, col)) d += `M${String(col + QUIET_ZONE)} ${String(row + QUIET_ZONE)}h1v1h-1z`;
      }
    }
    return { path: d, extent: count + 2 * QUIET_ZONE };
  }, [text]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${String(extent)} ${String(extent)}`} shapeRendering="crispEdges" className="two-step-qr">
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

export type StatusIconKind = 'alert' | 'suspend' | 'success' | 'none';

const GLYPHS: Record<Exclude<StatusIconKind, 'none'>, string> = { alert: '!', suspend: '⏸', success: '✓' };

export function StatusIcon({ kind, onClick }: { kind: StatusIconKind; onClick?: () => void }) {
  if (kind === 'none') return null;
  const glyph = <span aria-hidden="true">{GLYPHS[kind]}</span>;
  // The icon is decorative; it only becomes a control where debug detail can be shown.
  if (onClick)
    return (
      <button type="button" className={`k-icon k-icon--${kind}`} onClick={onClick} aria-label="รายละเอียดสำหรับผู้ทดสอบ">
        {glyph}
      </button>
    );
  return <span className={`k-icon k-icon--${kind}`}>{glyph}</span>;
}

import { Icon, type IconName } from './icons';

export type StatusIconKind = 'alert' | 'suspend' | 'success' | 'lock' | 'none';

const ICONS: Record<Exclude<StatusIconKind, 'none'>, IconName> = {
  alert: 'alert',
  suspend: 'suspend',
  success: 'success',
  lock: 'lock',
};

export function StatusIcon({ kind, onClick }: { kind: StatusIconKind; onClick?: () => void }) {
  if (kind === 'none') return null;
  const icon = <Icon name={ICONS[kind]} />;
  // The icon is decorative; it only becomes a control where debug detail can be shown. Testers'
  // words are Thai on either screen (host/src/debug/debug-texts.ts), and say so for a screen reader.
  if (onClick)
    return (
      <button type="button" className={`k-icon k-icon--${kind}`} onClick={onClick} aria-label="รายละเอียดสำหรับผู้ทดสอบ" lang="th">
        {icon}
      </button>
    );
  return <span className={`k-icon k-icon--${kind}`}>{icon}</span>;
}

/**
 * The app's icon set: tiny inline SVGs drawn with the text colour (`currentColor`), so they
 * never depend on a font having a symbol (Debian Chromium and many phones draw symbol
 * characters as empty boxes) and need no network or CSS loader. 24×24 grid; the 2 px round
 * stroke is in the kernel stylesheet (.k-svg), which keeps each icon to its path.
 */
// One path per icon (circles and boxes written as arcs and lines): the smallest way to ship them.
const CIRCLE = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0';
const SHAPES = {
  alert: `${CIRCLE}M12 7.5v5.5M12 16.5v.01`,
  suspend: `${CIRCLE}M10 9v6M14 9v6`,
  success: 'M5 12.5l4.5 4.5L19 7.5',
  lock: 'M7 10.5h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2zM8 10.5v-3a4 4 0 0 1 8 0v3M12 14.5v2',
  clock: `${CIRCLE}M12 7v5l3.5 2`,
  phone: 'M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z',
  chevron: 'M9.5 5.5L16 12l-6.5 6.5',
  bankApp:
    'M8.5 2.5h7a2.5 2.5 0 0 1 2.5 2.5v14a2.5 2.5 0 0 1-2.5 2.5h-7A2.5 2.5 0 0 1 6 19V5a2.5 2.5 0 0 1 2.5-2.5zM9 10.5l3-2 3 2M9.5 11.5v3M14.5 11.5v3M9 15.5h6M11 18.5h2',
  email: 'M5 5.5h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2zM3.5 7l8.5 6 8.5-6',
  calendar: 'M5.5 5h13a2 2 0 0 1 2 2v11.5a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3.5 10h17M8 3v4M16 3v4',
  star: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8z',
  shield: 'M12 3l7.5 3v5.5c0 4.5-3.2 8.2-7.5 9.5-4.3-1.3-7.5-5-7.5-9.5V6zM9 12l2 2 4-4',
  cancel: `${CIRCLE}M9 9l6 6M15 9l-6 6`,
};

export type IconName = keyof typeof SHAPES;

interface IconProps {
  name: IconName;
  /** Only for an icon that is the sole content of a control; otherwise the icon is decoration. */
  label?: string;
  className?: string;
}

export function Icon({ name, label, className }: IconProps) {
  return (
    <svg
      className={`k-svg${className ? ` ${className}` : ''}`}
      viewBox="0 0 24 24"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path d={SHAPES[name]} />
    </svg>
  );
}

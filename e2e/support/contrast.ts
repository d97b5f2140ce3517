/**
 * The WCAG 2 contrast ratio of two opaque colours as getComputedStyle gives them (`rgb(r, g, b)`):
 * what a spec measures where axe does not look (a field's outline, a field's hint).
 */
export function contrastRatio(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? [])
      .slice(0, 3)
      .map((channel) => Number(channel) / 255)
      .map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high = 0, low = 0] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (high + 0.05) / (low + 0.05);
}

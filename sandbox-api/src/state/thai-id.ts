// The Thai national ID check digit (docs/behaviour.md#input-rules): weights 13..2 over the first 12
// digits, check = (11 - sum mod 11) mod 10. Seeded IDs must pass it because the front end
// refuses anything else outside debug mode.

export function thaiIdCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

export function isValidThaiId(id: string): boolean {
  return /^\d{13}$/.test(id) && thaiIdCheckDigit(id.slice(0, 12)) === Number(id[12]);
}

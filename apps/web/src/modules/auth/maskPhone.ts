/** Shows only the last digits of a phone number; a number the server already masked is kept. */
export function maskPhone(phone: string, visibleDigits = 3): string {
  if (!phone || /[*•]/.test(phone)) return phone;
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= visibleDigits) return phone;
  let toHide = digits.length - visibleDigits;
  return phone.replace(/\d/g, (digit) => {
    if (toHide === 0) return digit;
    toHide -= 1;
    return '•';
  });
}

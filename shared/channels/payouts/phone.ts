/** Phone numbers are kept as the merchant wrote them, and sent to the gateway as 08... */
export function normalizedPhone(phone: string): string {
  return phone.replace(/^(?:\+62|62|0)?(?=8)/, '0');
}

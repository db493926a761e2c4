/** The shortest password an account may be created with outside the demo (create-admin, MERCHANT_PASSWORD). */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/** Why `password` may not be an administrator's password, or undefined when it may. */
export function adminPasswordProblem(password: string): string | undefined {
  if ([...password].length < MIN_ADMIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long.`;
  if ([...password].length > 200) return 'The password must be at most 200 characters long.';
  if (password === 'demo-merchant-password') return 'The demo password cannot be used.';
  return undefined;
}

/** The URL as logged: an emailed link's `token` (a password reset, an invitation) is not written to the logs. */
export function withoutSecrets(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/g, '$1[hidden]');
}

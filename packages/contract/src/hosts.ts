/** Whether a URL's `hostname` names this machine: `localhost`, `127.x.x.x` or `[::1]`. */
export const isLoopbackHost = (hostname: string): boolean =>
  /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i.test(hostname);

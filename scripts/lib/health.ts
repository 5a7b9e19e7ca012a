/** The server's answer to its health check, or undefined while nothing answers on that address. */
export const healthAnswer = (baseUrl: string): Promise<Response | undefined> =>
  fetch(`${baseUrl}/api/health`).catch(() => undefined)

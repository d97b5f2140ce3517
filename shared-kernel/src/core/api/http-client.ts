import axios, { type AxiosInstance } from 'axios';

/**
 * The one axios instance shape every bank call goes through. XHR works in every LINE in-app
 * browser, and the bank authenticates by bearer token and sets no cookie: no XSRF header from a cookie.
 */
export function createHttpClient({ baseURL, timeout }: { baseURL: string; timeout: number }): AxiosInstance {
  return axios.create({ baseURL, timeout, adapter: 'xhr', withXSRFToken: false });
}

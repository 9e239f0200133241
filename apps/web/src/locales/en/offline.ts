/** The screen shown when the app cannot reach the server at start-up: with the start-up words. */
export const offline = {
  title: 'Can’t reach Fundi right now',
  text: 'Check your mobile data or Wi-Fi, then try again. You are still signed in.',
  retry: 'Retry',
  retrying: 'Retrying...',
  stillOffline: 'Still no connection. Please try again in a moment.',
};

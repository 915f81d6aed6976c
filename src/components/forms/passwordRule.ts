/** The shortest password the server takes (in characters, as it counts them): at sign-up, on a change and on a reset. */
export const PASSWORD_MIN = 8;

export const passwordLongEnough = (password: string) => [...password].length >= PASSWORD_MIN;

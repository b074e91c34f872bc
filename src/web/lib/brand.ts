/** The product name shown in headers and titles. */
export const APP_NAME = 'Property Monitor';

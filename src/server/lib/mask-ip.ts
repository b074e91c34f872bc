/** `203.0.113.x`: an address with its last octet hidden (DESIGN §1, IP masking). */
export const maskIp = (ip: string) => ip.replace(/\.\d{1,3}$/, '.x');

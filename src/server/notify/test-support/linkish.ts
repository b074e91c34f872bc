// What mail clients turn into links, as their linkifiers see it: a scheme, "www.", an e-mail
// address, or a host name (labels joined by ASCII or full-width dots, ending in letters).
export const LINKISH =
  /[a-z][a-z0-9+.-]*:\/\/|www[.\u3002\uff0e\uff61][a-z0-9]|[^\s@]@[a-z0-9-]|[a-z0-9-][.\u3002\uff0e\uff61][a-z]{2,}/i;

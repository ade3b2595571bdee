// How far an EventSub delivery's timestamp may be from now, either way, for it to be accepted
// (protocols.md 1.4): the webhook refuses one outside it, and the channel remembers message ids long
// enough that a delivery still inside it cannot be taken twice.
export const eventSubMaxAgeMs = 10 * 60 * 1000;

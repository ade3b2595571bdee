/** Benches drive one streamer far harder than a person could: its allowances are lifted for them. */
export const benchAllowance = {
  API_WRITES_PER_MINUTE: '100000000',
  API_READS_PER_MINUTE: '100000000',
  OVERLAY_REQUESTS_PER_MINUTE: '100000000',
  QUOTE_SEARCHES_PER_MINUTE: '100000000',
};

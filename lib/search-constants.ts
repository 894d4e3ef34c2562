/** Search constants of spec §9. */
export const SEARCH_MAX_LENGTH = 512;
export const SUGGESTION_HITS_PER_SOURCE = 5;
export const RESULTS_HITS_PER_PAGE = 12;
export const SUGGESTION_DESCRIPTION_LENGTH = 150;
export const RESULT_DESCRIPTION_LENGTH = 248;
export const CATEGORY_FACET_LIMIT = 500;
export const STALL_THRESHOLD_MS = 300;

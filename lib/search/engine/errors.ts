/** A search request the engine cannot answer (bad parameters, unknown index): the API answers 400 with it. */
export class SearchRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchRequestError';
  }
}

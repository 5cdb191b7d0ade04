import { Spinner } from '@blueprintjs/core';

/** What a lazy page shows while its chunk or its data loads. */
export const PageSpinner = () => (
  <div className="cairn-page-spinner">
    <Spinner size={40} aria-label="Loading" />
  </div>
);

// Moved to the panels (src/panels/bars/barData.ts); kept for the view until it is rebuilt on them.
export * from '../../panels/bars/barData';

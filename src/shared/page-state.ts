/**
 * The id of the `<script type="application/json">` block in which the server hands a rendered
 * page's query data to the browser (docs/decisions/0029-server-rendered-storefront.md).
 */
export const STATE_ELEMENT_ID = 'hm-query-state';

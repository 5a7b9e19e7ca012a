/**
 * The row label component's path (src/admin/row-label), for an array field's `admin.components.RowLabel`. Payload
 * finds an admin component by this path in its import map, so the collections name it without importing the admin.
 */
export const ROW_LABEL = '/admin/row-label/title-row-label#TitleRowLabel'

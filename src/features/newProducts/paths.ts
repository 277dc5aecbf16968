/** Where a sheet is written or read (supplier) and reviewed or read (retailer): SPEC §2 routes. */
export function sheetPath(status: 'add' | 'edit' | 'view' | 'review', sheetId?: string): string {
  if (status === 'review') return `/s/newproducts/details/review/${sheetId}`;
  return sheetId ? `/newproducts/add-goods/${status}/${sheetId}` : `/newproducts/add-goods/${status}`;
}
export const retailerViewPath = (sheetId: string) => `/s/newproducts/details/view/${sheetId}`;

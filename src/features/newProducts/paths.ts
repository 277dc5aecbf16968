/** Where a sheet is written or read (supplier) and reviewed or read (retailer): SPEC §2 routes. */
export function sheetPath(status: 'add' | 'edit' | 'view' | 'review' | 'retailerView', sheetId?: string): string {
  if (status === 'review') return `/s/newproducts/details/review/${sheetId}`;
  if (status === 'retailerView') return `/s/newproducts/details/view/${sheetId}`;
  return sheetId ? `/newproducts/add-goods/${status}/${sheetId}` : `/newproducts/add-goods/${status}`;
}

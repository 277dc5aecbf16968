type Category = { id: string; name: string };

/** A sub-category's place in the three-level tree as goods and category rows carry it: codes and names of each level. */
export function categoryPath(major: Category, medium: Category, sub: Category) {
  return {
    majorId: major.id,
    majorName: major.name,
    mediumId: medium.id,
    mediumName: medium.name,
    subId: sub.id,
    subName: sub.name,
  };
}

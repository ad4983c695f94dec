-- Sources written before units were kept per source take their line's unit.
UPDATE "grocery_item_sources" AS s SET "unit" = i."unit" FROM "grocery_items" AS i WHERE i."id" = s."item_id" AND s."unit" = '';

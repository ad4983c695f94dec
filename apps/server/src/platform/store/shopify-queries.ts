/** Storefront API (GraphQL) documents used by the Shopify store adapter. */

const product = `
fragment ProductFields on Product {
  id
  handle
  title
  description
  availableForSale
  featuredImage { url }
  options(first: 10) { name optionValues { name } }
  priceRange { minVariantPrice { amount currencyCode } }
  variants(first: 100) {
    nodes {
      id
      title
      availableForSale
      price { amount currencyCode }
      image { url }
      selectedOptions { name value }
    }
  }
}`;

const cart = `
fragment CartFields on Cart {
  id
  checkoutUrl
  cost {
    subtotalAmount { amount currencyCode }
    totalAmount { amount currencyCode }
    totalTaxAmount { amount currencyCode }
  }
  lines(first: 100) {
    nodes {
      id
      quantity
      cost {
        amountPerQuantity { amount currencyCode }
        totalAmount { amount currencyCode }
      }
      merchandise {
        ... on ProductVariant {
          id
          title
          image { url }
          product { id handle title featuredImage { url } }
        }
      }
    }
  }
}`;

const collection = 'id handle title description image { url }';

export const queries = {
  collections: `query Collections {
  collections(first: 50) { nodes { ${collection} } }
}`,
  collectionProducts: `query CollectionProducts($handle: String!, $first: Int!, $after: String) {
  collection(handle: $handle) {
    ${collection}
    products(first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      nodes { ...ProductFields }
    }
  }
}
${product}`,
  products: `query Products($first: Int!, $after: String) {
  products(first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    nodes { ...ProductFields }
  }
}
${product}`,
  productById: `query ProductById($id: ID!) {
  product(id: $id) { ...ProductFields }
}
${product}`,
  productByHandle: `query ProductByHandle($handle: String!) {
  product(handle: $handle) { ...ProductFields }
}
${product}`,
  cart: `query Cart($id: ID!) {
  cart(id: $id) { ...CartFields }
}
${cart}`,
  cartCreate: `mutation CartCreate($input: CartInput!) {
  cartCreate(input: $input) { cart { ...CartFields } userErrors { field message code } }
}
${cart}`,
  cartLinesAdd: `mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) {
  cartLinesAdd(cartId: $cartId, lines: $lines) { cart { ...CartFields } userErrors { field message code } }
}
${cart}`,
  cartLinesUpdate: `mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) {
  cartLinesUpdate(cartId: $cartId, lines: $lines) { cart { ...CartFields } userErrors { field message code } }
}
${cart}`,
  cartLinesRemove: `mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!) {
  cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { cart { ...CartFields } userErrors { field message code } }
}
${cart}`,
} as const;

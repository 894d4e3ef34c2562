/**
 * Every GraphQL Storefront API document this adapter sends, in one place. Each one is validated
 * against tests/contracts/bigcommerce/storefront-schema.graphql by the contract test.
 */

/** Image box requested from the CDN; the mapper reports it as the image's width and height. */
export const IMAGE_SIZE = 1000;
export const PRODUCT_PAGE_SIZE = 50;

const PRODUCT_FIELDS = /* GraphQL */ `
  fragment ProductFields on Product {
    entityId
    sku
    path
    name
    plainTextDescription(characterLimit: 2000)
    minPurchaseQuantity
    maxPurchaseQuantity
    reviewSummary {
      numberOfReviews
      summationOfRatings
    }
    customFields(names: ["short_name", "short_description"], first: 10) {
      edges {
        node {
          name
          value
        }
      }
    }
    images(first: 20) {
      edges {
        node {
          url(width: ${IMAGE_SIZE}, height: ${IMAGE_SIZE})
          urlOriginal
          altText
          isDefault
        }
      }
    }
    prices(includeTax: true) {
      price {
        value
        currencyCode
      }
      retailPrice {
        value
      }
      priceRange {
        min {
          value
        }
        max {
          value
        }
      }
      retailPriceRange {
        min {
          value
        }
        max {
          value
        }
      }
    }
    inventory {
      isInStock
    }
    variants(first: 50) {
      edges {
        node {
          entityId
          sku
          isPurchasable
          defaultImage {
            url(width: ${IMAGE_SIZE}, height: ${IMAGE_SIZE})
            altText
          }
          options(first: 10) {
            edges {
              node {
                displayName
                values(first: 1) {
                  edges {
                    node {
                      label
                    }
                  }
                }
              }
            }
          }
          prices(includeTax: true) {
            price {
              value
            }
            retailPrice {
              value
            }
          }
          inventory {
            isInStock
            aggregated {
              availableToSell
            }
          }
        }
      }
    }
  }
`;

/**
 * A product by its storefront path. BigCommerce product paths are usually `/{slug}/`; some stores
 * nest them under `/products/`. Both are asked in one request and the first product found wins.
 */
export const PRODUCT_BY_PATH_QUERY = /* GraphQL */ `
  query ProductByPath($path: String!, $nestedPath: String!) {
    site {
      route(path: $path) {
        node {
          __typename
          ... on Product {
            ...ProductFields
          }
        }
      }
      nested: route(path: $nestedPath) {
        node {
          __typename
          ... on Product {
            ...ProductFields
          }
        }
      }
    }
  }
  ${PRODUCT_FIELDS}
`;

export const PRODUCTS_BY_IDS_QUERY = /* GraphQL */ `
  query ProductsByIds($entityIds: [Int!]!, $first: Int!) {
    site {
      products(entityIds: $entityIds, first: $first) {
        edges {
          node {
            ...ProductFields
          }
        }
      }
    }
  }
  ${PRODUCT_FIELDS}
`;

export const LOGIN_MUTATION = /* GraphQL */ `
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      customer {
        entityId
        email
        firstName
        lastName
        phone
        company
      }
    }
  }
`;

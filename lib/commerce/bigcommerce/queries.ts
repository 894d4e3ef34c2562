/**
 * Every GraphQL Storefront API document this adapter sends, in one place. Each one is validated
 * against tests/contracts/bigcommerce/storefront-schema.graphql by the contract test.
 */

/** Image box requested from the CDN; the mapper reports it as the image's width and height. */
export const IMAGE_SIZE = 1000;

/*
 * Query complexity: BigCommerce refuses a query whose weight (each field, times the page size of every connection
 * around it) passes 10,000. One product with VARIANT_PAGE_SIZE variants weighs about 1,000, so products are
 * asked PRODUCT_PAGE_SIZE at a time, and a product with more variants than one page has the rest asked page by
 * page (PRODUCT_VARIANTS_QUERY). tests/unit/fake-bigcommerce.test.ts holds every document to the limit.
 */
export const PRODUCT_PAGE_SIZE = 8;
export const VARIANT_PAGE_SIZE = 20;
const OPTION_PAGE_SIZE = 5;

const VARIANT_PAGE = /* GraphQL */ `
  fragment VariantPage on VariantConnection {
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        entityId
        sku
        isPurchasable
        defaultImage {
          url(width: ${IMAGE_SIZE}, height: ${IMAGE_SIZE})
          altText
        }
        options(first: ${OPTION_PAGE_SIZE}) {
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
`;

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
    customFields(names: ["short_name", "short_description", "serving_size_g", "protein_per_serve_g"], first: 4) {
      edges {
        node {
          name
          value
        }
      }
    }
    images(first: 10) {
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
    variants(first: ${VARIANT_PAGE_SIZE}) {
      ...VariantPage
    }
  }
  ${VARIANT_PAGE}
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
  query ProductsByIds($entityIds: [Int!]!, $first: Int!, $after: String) {
    site {
      products(entityIds: $entityIds, first: $first, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
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

/** The further pages of one product's variants. */
export const PRODUCT_VARIANTS_QUERY = /* GraphQL */ `
  query ProductVariants($entityId: Int!, $first: Int!, $after: String) {
    site {
      product(entityId: $entityId) {
        variants(first: $first, after: $after) {
          ...VariantPage
        }
      }
    }
  }
  ${VARIANT_PAGE}
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

/* ------------------------------------------------------------------- carts */

/** What a cart line shows; physical and digital lines are two types with the same fields. */
const CART_LINE_SELECTION = /* GraphQL */ `
    entityId
    productEntityId
    variantEntityId
    sku
    name
    url
    imageUrl
    quantity
    listPrice {
      value
    }
    salePrice {
      value
    }
    extendedSalePrice {
      value
    }
    selectedOptions {
      name
      ... on CartSelectedMultipleChoiceOption {
        value
      }
    }
`;

const CART_FIELDS = /* GraphQL */ `
  fragment CartLineFields on CartPhysicalItem {
    ${CART_LINE_SELECTION}
  }
  fragment CartDigitalLineFields on CartDigitalItem {
    ${CART_LINE_SELECTION}
  }
  fragment CartFields on Cart {
    entityId
    baseAmount {
      value
    }
    discountedAmount {
      value
    }
    amount {
      value
    }
    createdAt {
      utc
    }
    updatedAt {
      utc
    }
    lineItems {
      physicalItems {
        ...CartLineFields
      }
      digitalItems {
        ...CartDigitalLineFields
      }
      giftCertificates {
        entityId
        name
        theme
        amount {
          value
        }
        message
        sender {
          name
          email
        }
        recipient {
          name
          email
        }
      }
    }
  }
`;

export const CART_QUERY = /* GraphQL */ `
  query Cart($entityId: String!) {
    site {
      cart(entityId: $entityId) {
        ...CartFields
      }
    }
  }
  ${CART_FIELDS}
`;

export const CREATE_CART_MUTATION = /* GraphQL */ `
  mutation CreateCart($input: CreateCartInput!) {
    cart {
      createCart(input: $input) {
        cart {
          ...CartFields
        }
      }
    }
  }
  ${CART_FIELDS}
`;

export const ADD_CART_LINE_ITEMS_MUTATION = /* GraphQL */ `
  mutation AddCartLineItems($input: AddCartLineItemsInput!) {
    cart {
      addCartLineItems(input: $input) {
        cart {
          ...CartFields
        }
      }
    }
  }
  ${CART_FIELDS}
`;

export const UPDATE_CART_LINE_ITEM_MUTATION = /* GraphQL */ `
  mutation UpdateCartLineItem($input: UpdateCartLineItemInput!) {
    cart {
      updateCartLineItem(input: $input) {
        cart {
          ...CartFields
        }
      }
    }
  }
  ${CART_FIELDS}
`;

export const DELETE_CART_LINE_ITEM_MUTATION = /* GraphQL */ `
  mutation DeleteCartLineItem($input: DeleteCartLineItemInput!) {
    cart {
      deleteCartLineItem(input: $input) {
        deletedCartEntityId
        cart {
          ...CartFields
        }
      }
    }
  }
  ${CART_FIELDS}
`;

export const ASSIGN_CART_TO_CUSTOMER_MUTATION = /* GraphQL */ `
  mutation AssignCartToCustomer($input: AssignCartToCustomerInput!) {
    cart {
      assignCartToCustomer(input: $input) {
        cart {
          ...CartFields
        }
      }
    }
  }
  ${CART_FIELDS}
`;

export const CREATE_CART_REDIRECT_URLS_MUTATION = /* GraphQL */ `
  mutation CreateCartRedirectUrls($input: CreateCartRedirectUrlsInput!) {
    cart {
      createCartRedirectUrls(input: $input) {
        redirectUrls {
          redirectedCheckoutUrl
        }
      }
    }
  }
`;

/* --------------------------------------------------------------- customers */

const CUSTOMER_FIELDS = /* GraphQL */ `
  fragment CustomerFields on Customer {
    entityId
    email
    firstName
    lastName
    phone
    company
  }
`;

export const CUSTOMER_QUERY = /* GraphQL */ `
  query Customer {
    customer {
      ...CustomerFields
    }
  }
  ${CUSTOMER_FIELDS}
`;

export const REGISTER_CUSTOMER_MUTATION = /* GraphQL */ `
  mutation RegisterCustomer($input: RegisterCustomerInput!) {
    customer {
      registerCustomer(input: $input) {
        customer {
          ...CustomerFields
        }
        errors {
          __typename
          ... on Error {
            message
          }
        }
      }
    }
  }
  ${CUSTOMER_FIELDS}
`;

export const UPDATE_CUSTOMER_MUTATION = /* GraphQL */ `
  mutation UpdateCustomer($input: UpdateCustomerInput!) {
    customer {
      updateCustomer(input: $input) {
        customer {
          ...CustomerFields
        }
        errors {
          __typename
          ... on Error {
            message
          }
        }
      }
    }
  }
  ${CUSTOMER_FIELDS}
`;

export const ADDRESS_PAGE_SIZE = 50;

const ADDRESS_FIELDS = /* GraphQL */ `
  fragment AddressFields on CustomerAddress {
    entityId
    firstName
    lastName
    company
    address1
    address2
    city
    stateOrProvince
    postalCode
    countryCode
    phone
  }
`;

export const CUSTOMER_ADDRESSES_QUERY = /* GraphQL */ `
  query CustomerAddresses($first: Int!, $after: String) {
    customer {
      entityId
      addresses(first: $first, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            ...AddressFields
          }
        }
      }
    }
  }
  ${ADDRESS_FIELDS}
`;

const ADDRESS_ERRORS = /* GraphQL */ `
  errors {
    __typename
    ... on Error {
      message
    }
  }
`;

export const ADD_CUSTOMER_ADDRESS_MUTATION = /* GraphQL */ `
  mutation AddCustomerAddress($input: AddCustomerAddressInput!) {
    customer {
      addCustomerAddress(input: $input) {
        address {
          ...AddressFields
        }
        ${ADDRESS_ERRORS}
      }
    }
  }
  ${ADDRESS_FIELDS}
`;

export const UPDATE_CUSTOMER_ADDRESS_MUTATION = /* GraphQL */ `
  mutation UpdateCustomerAddress($input: UpdateCustomerAddressInput!) {
    customer {
      updateCustomerAddress(input: $input) {
        address {
          ...AddressFields
        }
        ${ADDRESS_ERRORS}
      }
    }
  }
  ${ADDRESS_FIELDS}
`;

export const DELETE_CUSTOMER_ADDRESS_MUTATION = /* GraphQL */ `
  mutation DeleteCustomerAddress($input: DeleteCustomerAddressInput!) {
    customer {
      deleteCustomerAddress(input: $input) {
        ${ADDRESS_ERRORS}
      }
    }
  }
`;

/* --------------------------------------------- passwords (shopper features) */

export const REQUEST_RESET_PASSWORD_MUTATION = /* GraphQL */ `
  mutation RequestResetPassword($input: RequestResetPasswordInput!) {
    customer {
      requestResetPassword(input: $input) {
        ${ADDRESS_ERRORS}
      }
    }
  }
`;

export const RESET_PASSWORD_MUTATION = /* GraphQL */ `
  mutation ResetPassword($input: ResetPasswordInput!) {
    customer {
      resetPassword(input: $input) {
        ${ADDRESS_ERRORS}
      }
    }
  }
`;

export const CHANGE_PASSWORD_MUTATION = /* GraphQL */ `
  mutation ChangePassword($input: ChangePasswordInput!) {
    customer {
      changePassword(input: $input) {
        ${ADDRESS_ERRORS}
      }
    }
  }
`;

/* --------------------------------------------- wish lists (shopper features) */

const WISHLIST_FIELDS = /* GraphQL */ `
  fragment WishlistFields on Wishlist {
    entityId
    name
    isPublic
    token
    items(first: 50) {
      edges {
        node {
          entityId
          productEntityId
          variantEntityId
        }
      }
    }
  }
`;

/** A shopper's first 20 wish lists (their first 50 items each) stay within the complexity limit. */
export const WISHLISTS_QUERY = /* GraphQL */ `
  query Wishlists {
    customer {
      wishlists(first: 20) {
        edges {
          node {
            ...WishlistFields
          }
        }
      }
    }
  }
  ${WISHLIST_FIELDS}
`;

export const CREATE_WISHLIST_MUTATION = /* GraphQL */ `
  mutation CreateWishlist($input: CreateWishlistInput!) {
    wishlist {
      createWishlist(input: $input) {
        result {
          ...WishlistFields
        }
      }
    }
  }
  ${WISHLIST_FIELDS}
`;

export const ADD_WISHLIST_ITEMS_MUTATION = /* GraphQL */ `
  mutation AddWishlistItems($input: AddWishlistItemsInput!) {
    wishlist {
      addWishlistItems(input: $input) {
        result {
          ...WishlistFields
        }
      }
    }
  }
  ${WISHLIST_FIELDS}
`;

export const DELETE_WISHLIST_ITEMS_MUTATION = /* GraphQL */ `
  mutation DeleteWishlistItems($input: DeleteWishlistItemsInput!) {
    wishlist {
      deleteWishlistItems(input: $input) {
        result {
          ...WishlistFields
        }
      }
    }
  }
  ${WISHLIST_FIELDS}
`;

/* ------------------------------------------------- discount codes (checkout coupons) */

export const CHECKOUT_COUPONS_QUERY = /* GraphQL */ `
  query CheckoutCoupons($entityId: String!) {
    site {
      checkout(entityId: $entityId) {
        entityId
        coupons {
          entityId
          code
          couponType
          discountedAmount {
            value
          }
        }
      }
    }
  }
`;

export const APPLY_CHECKOUT_COUPON_MUTATION = /* GraphQL */ `
  mutation ApplyCheckoutCoupon($input: ApplyCheckoutCouponInput!) {
    checkout {
      applyCheckoutCoupon(input: $input) {
        checkout {
          entityId
        }
      }
    }
  }
`;

export const UNAPPLY_CHECKOUT_COUPON_MUTATION = /* GraphQL */ `
  mutation UnapplyCheckoutCoupon($input: UnapplyCheckoutCouponInput!) {
    checkout {
      unapplyCheckoutCoupon(input: $input) {
        checkout {
          entityId
        }
      }
    }
  }
`;

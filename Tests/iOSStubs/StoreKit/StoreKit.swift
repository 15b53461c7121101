// Interface stub of the StoreKit 2 API that Apps/iOS uses (see ../README.md).
// Pages followed (developer.apple.com/documentation/storekit/…): each declaration below names its
// page and quotes Apple's declaration. The types' `Sendable` conformances are kept where the part of
// the page read here did not list conformances (Product, Transaction and their nested types are
// values StoreKit's own async API returns across actors; noted at each).
import Foundation

private func stub<T>() -> T { fatalError("StoreKit stub") }

/// …/product (`struct Product`; iOS 15; `Identifiable`, `Sendable`: conformances not on the part of the
/// page read, kept)
public struct Product: Identifiable, Sendable {
    /// …/product/id (`let id: String`)
    public let id: String
    /// …/product/displayprice (`let displayPrice: String`; a read-only property here, as the stub has no
    /// memberwise value to give it)
    public var displayPrice: String { stub() }

    /// …/product/products(for:) (`static func products<Identifiers>(for identifiers: Identifiers) async throws
    /// -> [Product] where Identifiers : Collection, Identifiers.Element == String`; iOS 15)
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
        where Identifiers.Element == String { stub() }

    /// …/product/purchase(options:) (`@MainActor func purchase(options: Set<Product.PurchaseOption> = [])
    /// async throws -> Product.PurchaseResult`; iOS 15): main-actor isolated, so a call from elsewhere hops to
    /// the main actor and the product and the result cross actors.
    @MainActor public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult { stub() }

    /// …/product/purchaseoption (`struct PurchaseOption`; `Hashable`, `Sendable` kept as above)
    public struct PurchaseOption: Hashable, Sendable {}

    /// …/product/purchaseresult (`enum PurchaseResult`; iOS 15): `success(VerificationResult<Transaction>)`,
    /// `userCancelled`, `pending` (`Sendable` kept as above)
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }
}

/// …/verificationresult (`@frozen enum VerificationResult<SignedType>`; iOS 15): no constraint on
/// `SignedType` (the stub said `SignedType: Sendable`); …/verificationresult/verified(_:) (`case
/// verified(SignedType)`), …/verificationresult/unverified(_:_:) (`case unverified(SignedType,
/// VerificationResult<SignedType>.VerificationError)`).
@frozen public enum VerificationResult<SignedType> {
    case unverified(SignedType, VerificationError)
    case verified(SignedType)

    /// …/verificationresult/verificationerror (`enum VerificationError`: an `Error`, so `Sendable`); its
    /// `invalidSignature` case
    public enum VerificationError: Error, Sendable {
        case invalidSignature
    }
}

/// `Sendable` when its payload is: the conformance is not on the part of the page read; a generic enum
/// is `Sendable` only so, and StoreKit sends `VerificationResult<Transaction>` across actors.
extension VerificationResult: Sendable where SignedType: Sendable {}

/// …/transaction (`struct Transaction`; iOS 15; `Sendable`: not on the part of the page read, kept)
public struct Transaction: Sendable {
    /// …/transaction/productid (`let productID: String`)
    public var productID: String { stub() }
    /// …/transaction/revocationdate (`let revocationDate: Date?`)
    public var revocationDate: Date? { stub() }
    /// …/transaction/finish() (`func finish() async`; iOS 15; its page was not re-read in this check)
    public func finish() async {}

    /// …/transaction/updates (`static var updates: Transaction.Transactions { get }`; iOS 15; page not
    /// re-read in this check, shaped as currentEntitlements)
    public static var updates: Transactions { stub() }
    /// …/transaction/currententitlements (`static var currentEntitlements: Transaction.Transactions { get }`; iOS 15)
    public static var currentEntitlements: Transactions { stub() }

    /// …/transaction/transactions (`struct Transactions`: an `AsyncSequence` of
    /// `VerificationResult<Transaction>`; its page was not re-read in this check)
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> VerificationResult<Transaction>? { nil }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}

/// …/appstore (`enum AppStore`; iOS 15) and …/appstore/sync() (`static func sync() async throws`)
public enum AppStore {
    public static func sync() async throws {}
}

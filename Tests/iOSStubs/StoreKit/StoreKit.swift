// Interface stub of the StoreKit 2 API that Apps/iOS uses (see ../README.md).
import Foundation

private func stub<T>() -> T { fatalError("StoreKit stub") }

public struct Product: Identifiable, Sendable {
    public let id: String
    public var displayPrice: String { stub() }

    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
        where Identifiers.Element == String { stub() }

    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult { stub() }

    public struct PurchaseOption: Hashable, Sendable {}

    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }
}

public enum VerificationResult<SignedType: Sendable>: Sendable {
    case unverified(SignedType, VerificationError)
    case verified(SignedType)

    public enum VerificationError: Error, Sendable {
        case invalidSignature
    }
}

public struct Transaction: Sendable {
    public var productID: String { stub() }
    public var revocationDate: Date? { stub() }
    public func finish() async {}

    public static var updates: Transactions { stub() }
    public static var currentEntitlements: Transactions { stub() }

    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> VerificationResult<Transaction>? { nil }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}

public enum AppStore {
    public static func sync() async throws {}
}

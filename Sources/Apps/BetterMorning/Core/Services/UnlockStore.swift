import Foundation
import Logging

/// The result of the payment sheet for the one-time unlock.
public enum UnlockOutcome: String, Codable, Sendable, CaseIterable {
    /// Paid: the unlock is owned.
    case success
    /// The user closed the sheet.
    case cancel
    /// The store reported an error.
    case fail
}

/// The $0.99 one-time unlock of custom routines (StoreKit 2 on iOS; a local file on Linux).
public protocol UnlockStore: Sendable {
    /// The unlock's price as the store shows it, e.g. "$0.99".
    var price: String { get }
    /// Whether the unlock is owned.
    func isUnlocked() -> Bool
    /// Buys the unlock. On Linux the payment sheet is simulated, and `simulated` is its answer.
    func buyUnlock(simulated: UnlockOutcome) throws -> UnlockOutcome
    /// Restores earlier purchases; true when the unlock is owned afterwards.
    func restore() throws -> Bool
}

/// The Linux purchase store: the purchase lives in its own file beside, not inside, the app's
/// database, so "Reset all data" never touches it.
public struct LocalUnlockStore: UnlockStore {
    /// The file holding the purchase.
    public let file: URL
    private let logger = Logger(label: "habitsuite.purchases")

    /// The product id of the unlock.
    public static let unlockProductID = "better-morning.custom-routines"
    /// The unlock's price (the local store sells it at the App Store price).
    public let price = "$0.99"

    /// A store keeping its record in `file`.
    public init(file: URL) {
        self.file = file
    }

    /// The store file in `directory`.
    public static func inDirectory(_ directory: URL) -> LocalUnlockStore {
        LocalUnlockStore(file: directory.appendingPathComponent("purchases.json"))
    }

    public func isUnlocked() -> Bool {
        ownedProducts().contains(Self.unlockProductID)
    }

    public func buyUnlock(simulated: UnlockOutcome) throws -> UnlockOutcome {
        guard simulated == .success else { return simulated }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let record = Record(ownedProducts: Array(Set(ownedProducts() + [Self.unlockProductID])).sorted())
        try JSONEncoder().encode(record).write(to: file, options: .atomic)
        return .success
    }

    public func restore() throws -> Bool {
        isUnlocked()
    }

    private func ownedProducts() -> [String] {
        guard let data = try? Data(contentsOf: file) else { return [] }
        do {
            return try JSONDecoder().decode(Record.self, from: data).ownedProducts
        } catch {
            logger.error("Unreadable purchase file \(file.path): \(error)")
            return []
        }
    }

    private struct Record: Codable {
        var ownedProducts: [String]
    }
}

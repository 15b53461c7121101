import BetterMorningAppModel
import BetterMorningCore
import Foundation
import StoreKit
import Synchronization

/// The $0.99 one-time unlock through StoreKit 2. The entitlement comes from
/// `Transaction.currentEntitlements` (at launch and on every transaction update) and is kept in
/// `UserDefaults`, apart from the app's database, so "Reset all data" never removes it.
final class StoreKitUnlockStore: UnlockStore, UnlockPurchasing {
    static let productID = "better_morning.custom_routines"
    private static let ownedKey = "better-morning.unlock-owned"
    private let product = Mutex<Product?>(nil)

    var price: String { product.withLock { $0?.displayPrice } ?? "$0.99" }

    func isUnlocked() -> Bool { UserDefaults.standard.bool(forKey: Self.ownedKey) }

    /// The Core's synchronous purchase is the simulated sheet of the Linux store; on iOS the model
    /// buys through `purchase()`.
    func buyUnlock(simulated: UnlockOutcome) throws -> UnlockOutcome { isUnlocked() ? .success : .cancel }

    func restore() throws -> Bool { isUnlocked() }

    /// Loads the product (its localized price) and the current entitlement.
    func loadProduct() async {
        let products = (try? await Product.products(for: [Self.productID])) ?? []
        product.withLock { $0 = products.first }
        await refreshEntitlement()
    }

    func purchase() async throws -> UnlockOutcome {
        guard let product = product.withLock({ $0 }) else { return .fail }
        switch try await product.purchase() {
        case .success(let verification):
            guard case .verified(let transaction) = verification else { return .fail }
            await transaction.finish()
            await refreshEntitlement()
            return isUnlocked() ? .success : .fail
        case .userCancelled:
            return .cancel
        case .pending:
            return .cancel
        @unknown default:
            return .fail
        }
    }

    func restore() async throws -> Bool {
        try await AppStore.sync()
        await refreshEntitlement()
        return isUnlocked()
    }

    /// Follows transactions made elsewhere (Ask to Buy, another device, a refund).
    func observeTransactions(onChange: @escaping @MainActor () -> Void) async {
        for await update in Transaction.updates {
            if case .verified(let transaction) = update { await transaction.finish() }
            await refreshEntitlement()
            await onChange()
        }
    }

    private func refreshEntitlement() async {
        var owned = false
        for await entitlement in Transaction.currentEntitlements {
            if case .verified(let transaction) = entitlement, transaction.productID == Self.productID, transaction.revocationDate == nil {
                owned = true
            }
        }
        UserDefaults.standard.set(owned, forKey: Self.ownedKey)
    }
}

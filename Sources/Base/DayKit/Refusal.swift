/// An error a person reads: a Core's refusal of an action, a store that could not open, typed text
/// that is not what was asked. Its `message` is the whole sentence, in the product's words; what
/// was refused changed nothing.
public protocol Refusal: Error {
    var message: String { get }
}

/// What `error` says to a person: a refusal's own words, or that something went wrong.
public func refusalText(_ error: any Error) -> String {
    (error as? any Refusal)?.message ?? "Something went wrong: \(error.localizedDescription)"
}

/// Runs `action`; a failure leaves its words (`refusalText`) in `refusal` and gives nil.
public func attempt<Value>(_ action: () throws -> Value, refusal: inout String?) -> Value? {
    do {
        return try action()
    } catch {
        refusal = refusalText(error)
        return nil
    }
}

extension Result {
    /// The value; a failure leaves its words (`refusalText`) in `refusal` and gives nil: how a
    /// screen model reads the outcome of a write it sent off the main actor.
    public func value(refusal: inout String?) -> Success? {
        attempt({ try get() }, refusal: &refusal)
    }
}

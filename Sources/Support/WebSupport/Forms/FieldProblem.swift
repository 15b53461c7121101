/// A value typed into a form that was refused, shown beside its field with what was typed kept.
///
/// A handler that catches one draws the page the form is on again (400) with it, instead of an
/// error page of its own: the page marks the field (`attributes(for:)`: `aria-invalid`, the
/// message as its description, focus), puts the message after it (`message(for:)`) and the typed
/// text back in it (`typed(in:)`). Pages name each field by its id in the page (unique there).
/// Thrown and not caught, it is a 400 with its message, like any refusal.
public struct FieldProblem: UserFacingError, Sendable, Hashable {
    /// The field's id in the page.
    public let field: String
    /// What is wrong, in the app's words.
    public let message: String
    /// What was typed.
    public let typed: String

    public var isNotFound: Bool { false }

    /// `message` about `typed` in `field`.
    public init(field: String, message: String, typed: String) {
        self.field = field
        self.message = message
        self.typed = typed
    }

    /// The problem `error` makes of `typed` in `field` when it is the person's mistake (a 400);
    /// nil for anything else (not found, too large, a failure of ours), which the error page says.
    public init?(_ error: any Error, field: String, typed: String) {
        switch error {
        case let problem as FieldProblem:
            self = problem
        case let refusal as WebError where refusal.status == .badRequest:
            self.init(field: field, message: refusal.message, typed: typed)
        case let refusal as any UserFacingError where !(refusal is WebError) && !refusal.isNotFound:
            self.init(field: field, message: refusal.message, typed: typed)
        default:
            return nil
        }
    }

    /// The message, for the place after field `id`; nothing when the problem is another field's.
    public func message(for id: String) -> HTML {
        id == field ? "<p class=\"field-error\" id=\"\(id)-error\" role=\"alert\">\(message)</p>" : .empty
    }

    /// Attributes for field `id`'s element: invalid, described by the message, focused.
    public func attributes(for id: String) -> HTML {
        id == field ? " aria-invalid=\"true\" aria-describedby=\"\(id)-error\" autofocus" : .empty
    }

    /// What was typed into field `id`; nil when the problem is another field's.
    public func typed(in id: String) -> String? {
        id == field ? typed : nil
    }
}

import Foundation

/// A habit's icon, as its `icon` text holds it: one emoji, or the name of a symbol of the
/// catalogue (`HabitSymbol`). The one place where an icon is read and checked.
public enum HabitIcon: Sendable, Hashable {
    /// One emoji, drawn as it is everywhere.
    case emoji(String)
    /// A symbol of the catalogue: an SF Symbol on the iPhone, its emoji elsewhere.
    case symbol(HabitSymbol)

    /// The icon `text` names (ends trimmed); throws when it is neither one emoji nor a symbol of
    /// the catalogue, saying which.
    public init(validating text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let symbol = HabitSymbol.named(trimmed) {
            self = .symbol(symbol)
        } else if Text.isOneEmoji(trimmed) {
            self = .emoji(trimmed)
        } else if Self.looksLikeSymbolName(trimmed) {
            throw MyHabitLabError.unknownSymbol(trimmed)
        } else {
            throw MyHabitLabError.iconNotOneEmoji(text)
        }
    }

    /// The icon of a stored habit (already checked when it was written): a symbol when `stored`
    /// names one, else the text itself.
    public init(stored: String) {
        self = HabitSymbol.named(stored).map(HabitIcon.symbol) ?? .emoji(stored)
    }

    /// The text a habit stores: the emoji or the symbol's name.
    public var stored: String {
        switch self {
        case .emoji(let emoji): emoji
        case .symbol(let symbol): symbol.name
        }
    }

    /// What text draws: the emoji, or the symbol's emoji stand-in.
    public var emoji: String {
        switch self {
        case .emoji(let emoji): emoji
        case .symbol(let symbol): symbol.emoji
        }
    }

    /// The SF Symbol's name when the icon is a symbol, else `nil`.
    public var symbolName: String? {
        if case .symbol(let symbol) = self { return symbol.name }
        return nil
    }

    /// `figure.run`, `drop.fill`: lowercase letters, digits and dots, with a letter first.
    private static func looksLikeSymbolName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." }
    }
}

import Foundation

/// A symbol a habit can wear instead of an emoji: an SF Symbol on the iPhone, drawn as its emoji
/// stand-in by the web app, the CLI and every text output.
public struct HabitSymbol: Codable, Sendable, Hashable, Identifiable {
    /// The SF Symbol's name, as stored in the habit's `icon` (`figure.run`).
    public let name: String
    /// What the symbol shows, in words: VoiceOver reads it and the picker's search matches it.
    public let title: String
    /// The emoji drawn where SF Symbols are not available (the web app, the CLI, notifications).
    public let emoji: String

    /// The symbol's name.
    public var id: String { name }

    /// Whether `query` matches the title or the name, without regard to case or accents;
    /// an empty query matches every symbol.
    public func matches(_ query: String) -> Bool {
        let query = query.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return true }
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
        return title.range(of: query, options: options) != nil || name.range(of: query, options: options) != nil
    }

    /// The catalogue's symbol called `name`, if there is one.
    public static func named(_ name: String) -> HabitSymbol? {
        byName[name]
    }

    /// The symbols matching `query` (see `matches(_:)`), in the catalogue's order.
    public static func search(_ query: String) -> [HabitSymbol] {
        catalogue.filter { $0.matches(query) }
    }

    private static let byName = Dictionary(uniqueKeysWithValues: catalogue.map { ($0.name, $0) })
}


extension HabitSymbol {
    /// The symbols offered for habits, in the picker's order; every name exists in SF Symbols 4
    /// (iOS 16) or earlier, so each draws on iOS 18.
    public static let catalogue: [HabitSymbol] = [
        .init(name: "checkmark.circle.fill", title: "Check mark", emoji: "✅"),
        .init(name: "drop.fill", title: "Water", emoji: "💧"),
        .init(name: "book.fill", title: "Reading", emoji: "📚"),
        .init(name: "book.closed.fill", title: "Journal", emoji: "📓"),
        .init(name: "pencil", title: "Writing", emoji: "✏️"),
        .init(name: "figure.run", title: "Running", emoji: "🏃"),
        .init(name: "figure.walk", title: "Walking", emoji: "🚶"),
        .init(name: "figure.hiking", title: "Hiking", emoji: "🥾"),
        .init(name: "figure.pool.swim", title: "Swimming", emoji: "🏊"),
        .init(name: "bicycle", title: "Cycling", emoji: "🚲"),
        .init(name: "figure.mind.and.body", title: "Yoga", emoji: "🧘"),
        .init(name: "figure.strengthtraining.traditional", title: "Strength training", emoji: "🏋️"),
        .init(name: "dumbbell.fill", title: "Dumbbell", emoji: "💪"),
        .init(name: "heart.fill", title: "Heart", emoji: "❤️"),
        .init(name: "lungs.fill", title: "Breathing", emoji: "🫁"),
        .init(name: "brain.head.profile", title: "Mind", emoji: "🧠"),
        .init(name: "moon.zzz.fill", title: "Sleep", emoji: "😴"),
        .init(name: "bed.double.fill", title: "Bed", emoji: "🛏️"),
        .init(name: "alarm.fill", title: "Alarm", emoji: "⏰"),
        .init(name: "sunrise.fill", title: "Sunrise", emoji: "🌅"),
        .init(name: "sun.max.fill", title: "Sun", emoji: "☀️"),
        .init(name: "leaf.fill", title: "Leaf", emoji: "🌱"),
        .init(name: "tree.fill", title: "Tree", emoji: "🌳"),
        .init(name: "mountain.2.fill", title: "Mountain", emoji: "⛰️"),
        .init(name: "carrot.fill", title: "Vegetables", emoji: "🥕"),
        .init(name: "fork.knife", title: "Meal", emoji: "🍽️"),
        .init(name: "cup.and.saucer.fill", title: "Coffee", emoji: "☕"),
        .init(name: "wineglass.fill", title: "Wine", emoji: "🍷"),
        .init(name: "pills.fill", title: "Pills", emoji: "💊"),
        .init(name: "bandage.fill", title: "Bandage", emoji: "🩹"),
        .init(name: "scalemass.fill", title: "Weight", emoji: "⚖️"),
        .init(name: "smoke.fill", title: "Smoking", emoji: "🚬"),
        .init(name: "iphone.slash", title: "No phone", emoji: "📵"),
        .init(name: "graduationcap.fill", title: "Study", emoji: "🎓"),
        .init(name: "globe", title: "Languages", emoji: "🌐"),
        .init(name: "laptopcomputer", title: "Laptop", emoji: "💻"),
        .init(name: "lightbulb.fill", title: "Idea", emoji: "💡"),
        .init(name: "target", title: "Target", emoji: "🎯"),
        .init(name: "checklist", title: "Checklist", emoji: "📋"),
        .init(name: "guitars.fill", title: "Guitar", emoji: "🎸"),
        .init(name: "music.note", title: "Music", emoji: "🎵"),
        .init(name: "paintpalette.fill", title: "Painting", emoji: "🎨"),
        .init(name: "camera.fill", title: "Photography", emoji: "📷"),
        .init(name: "gamecontroller.fill", title: "Games", emoji: "🎮"),
        .init(name: "house.fill", title: "Home", emoji: "🏠"),
        .init(name: "sparkles", title: "Cleaning", emoji: "✨"),
        .init(name: "hands.sparkles.fill", title: "Washing hands", emoji: "🧼"),
        .init(name: "cart.fill", title: "Shopping", emoji: "🛒"),
        .init(name: "dollarsign.circle.fill", title: "Money", emoji: "💰"),
        .init(name: "pawprint.fill", title: "Pet", emoji: "🐾"),
        .init(name: "person.2.fill", title: "Friends", emoji: "👥"),
        .init(name: "phone.fill", title: "Call", emoji: "📞"),
        .init(name: "envelope.fill", title: "Mail", emoji: "✉️"),
        .init(name: "gift.fill", title: "Gift", emoji: "🎁"),
        .init(name: "star.fill", title: "Star", emoji: "⭐"),
        .init(name: "flame.fill", title: "Flame", emoji: "🔥"),
    ]
}

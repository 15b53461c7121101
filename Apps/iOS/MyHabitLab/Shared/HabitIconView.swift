import SwiftUI

/// A habit's icon as the app and the widget draw it: the SF Symbol when the habit wears one of
/// the Core's symbols (`symbol`), else its emoji (`icon`). Decorative: the habit's name beside it
/// says what it is.
struct HabitIconView: View {
    /// The emoji (a symbol's stand-in when `symbol` is set).
    let icon: String
    /// The SF Symbol's name, when the icon is a symbol.
    let symbol: String?

    var body: some View {
        Group {
            if let symbol {
                Image(systemName: symbol)
            } else {
                Text(icon)
            }
        }
        .accessibilityHidden(true)
    }
}

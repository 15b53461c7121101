import SwiftUI

/// The floating glass tab bar (`.tab-bar` on the web): a capsule of the system's material above
/// the home indicator, one 44-pt button per tab, the chosen one in the primary colour.
struct FloatingTabBar<Tab: Hashable>: View {
    struct Item {
        let tab: Tab
        let title: String
        let systemImage: String
    }

    let items: [Item]
    @Binding var selection: Tab

    var body: some View {
        HStack(spacing: 0) {
            ForEach(items, id: \.tab) { item in
                Button {
                    selection = item.tab
                } label: {
                    VStack(spacing: 2) {
                        Image(systemName: item.systemImage).font(Tokens.Typography.title2)
                        Text(item.title).font(Tokens.Typography.caption2)
                    }
                    .frame(maxWidth: .infinity, minHeight: Tokens.tapTarget)
                    .foregroundStyle(selection == item.tab ? AnyShapeStyle(Tokens.primary) : AnyShapeStyle(Tokens.muted))
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .accessibilityLabel(item.title)
                .accessibilityAddTraits(selection == item.tab ? [.isButton, .isSelected] : .isButton)
            }
        }
        .padding(.horizontal, Tokens.Space.s)
        .padding(.vertical, Tokens.Space.xs)
        .background(.ultraThinMaterial, in: Capsule())
        .overlay(Capsule().strokeBorder(Tokens.glassBorder, lineWidth: 1))
        .shadow(color: Color.black.opacity(0.15), radius: 15, x: 0, y: 8)
        .padding(.horizontal, Tokens.Space.m)
        .sensoryFeedback(.selection, trigger: selection)
    }
}

#if canImport(DeveloperToolsSupport)
#Preview("Tab bar") {
    @Previewable @State var tab = 0
    VStack {
        Spacer()
        FloatingTabBar(items: [.init(tab: 0, title: "Today", systemImage: "checkmark.circle"),
                               .init(tab: 1, title: "Progress", systemImage: "chart.xyaxis.line")], selection: $tab)
    }
    .screenBackground()
}
#endif

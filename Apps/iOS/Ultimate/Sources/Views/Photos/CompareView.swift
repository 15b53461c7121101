import DayKit
import SwiftUI
import UltimateAppModel
import UltimateCore

/// Two sessions compared angle by angle, the older first: side by side, or one over the other
/// with a slider moving the line between them.
struct CompareView: View {
    @Bindable var photos: PhotosModel
    @State private var first: UUID?
    @State private var second: UUID?
    @State private var comparison: PhotoComparison?
    @State private var usesSlider = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Tokens.Space.m) {
                VStack(spacing: Tokens.Space.s) {
                    sessionPicker("Before", selection: $first)
                    sessionPicker("After", selection: $second)
                    Picker("View", selection: $usesSlider) {
                        Text("Side by side").tag(false)
                        Text("Slider").tag(true)
                    }
                    .pickerStyle(.segmented)
                }
                .glassCard()
                if let comparison {
                    Text("\(comparison.daysApart) days apart").font(Tokens.Typography.headline)
                    ForEach(comparison.pairs, id: \.angle) { pair in
                        VStack(alignment: .leading, spacing: Tokens.Space.s) {
                            Text(pair.angle.name.capitalized).font(Tokens.Typography.headline)
                            if usesSlider {
                                SliderCompare(before: file(pair.before), after: file(pair.after), angle: pair.angle.name)
                            } else {
                                HStack(spacing: Tokens.Space.s) {
                                    PhotoImage(file: file(pair.before), label: "\(pair.angle.name) before").frame(height: 220)
                                        .clipShape(RoundedRectangle(cornerRadius: Tokens.Radius.control))
                                    PhotoImage(file: file(pair.after), label: "\(pair.angle.name) after").frame(height: 220)
                                        .clipShape(RoundedRectangle(cornerRadius: Tokens.Radius.control))
                                }
                            }
                        }
                        .glassCard()
                    }
                }
            }
            .padding(Tokens.Space.m)
        }
        .screenBackground()
        .navigationTitle("Compare")
        .onAppear {
            if first == nil { first = photos.sessions.last?.session.id }
            if second == nil { second = photos.sessions.first?.session.id }
        }
        .onChange(of: [first, second], initial: true) { _, _ in
            guard let first, let second, first != second else { comparison = nil; return }
            comparison = photos.compare(first, second)
        }
        .messageAlert($photos.message)
    }

    private func sessionPicker(_ title: String, selection: Binding<UUID?>) -> some View {
        Picker(title, selection: selection) {
            ForEach(photos.sessions, id: \.session.id) { session in
                Text(session.session.day.formatted(.medium)).tag(UUID?.some(session.session.id))
            }
        }
    }

    private func file(_ item: PhotoItem?) -> URL? {
        item.flatMap { photos.fileURL($0.photo, size: .full) }
    }
}

/// The after photo over the before one, cut at the slider's place.
struct SliderCompare: View {
    let before: URL?
    let after: URL?
    let angle: String
    @State private var split = 0.5

    var body: some View {
        VStack(spacing: Tokens.Space.s) {
            GeometryReader { geometry in
                ZStack {
                    PhotoImage(file: before, label: "\(angle) before")
                    PhotoImage(file: after, label: "\(angle) after")
                        .mask(alignment: .leading) {
                            Rectangle().frame(width: geometry.size.width * split)
                        }
                }
                .frame(width: geometry.size.width, height: geometry.size.height)
            }
            .frame(height: 320)
            .clipShape(RoundedRectangle(cornerRadius: Tokens.Radius.control))
            Slider(value: $split, in: 0...1)
                .frame(minHeight: Tokens.tapTarget)
                .accessibilityLabel("How much of the after photo shows")
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview { NavigationStack { CompareView(photos: PreviewData.screens().photos) } }
#endif

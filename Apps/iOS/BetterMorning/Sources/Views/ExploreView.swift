import BetterMorningAppModel
import BetterMorningCore
import SwiftUI

/// Explore: the grid of circular avatars. Pressing and holding an avatar, then moving, moves all
/// of them as one layer (parallax); a tap opens the profile.
struct ExploreView: View {
    let model: BetterMorningModel
    @GestureState private var parallax = CGSize.zero

    private let columns = Array(repeating: GridItem(.flexible(), spacing: 12), count: 3)

    var body: some View {
        NavigationStack {
            ScrollView {
                Text("Whose morning will you borrow? Tap a face to see their routine.")
                    .font(.subheadline)
                    .foregroundStyle(Palette.muted)
                    .multilineTextAlignment(.center)
                    .padding(.horizontal)
                LazyVGrid(columns: columns, spacing: 16) {
                    ForEach(model.explore.screen?.celebrities ?? [], id: \.id) { tile in
                        // NB: a Button acts on every release, a long press's too; the model opens
                        // the profile only for a tap (`faceReleased`), as the guide asks.
                        Button { model.explore.faceReleased(tile.id) } label: {
                            VStack(spacing: 6) {
                                AvatarView(avatar: tile.avatar)
                                    .overlay(Circle().stroke(Palette.accent, lineWidth: tile.isActive ? 3 : 0))
                                Text(tile.name)
                                    .font(.caption.weight(.semibold))
                                    .multilineTextAlignment(.center)
                                    .foregroundStyle(.primary)
                            }
                        }
                        .buttonStyle(.plain)
                        .accessibilityLabel(tile.isActive ? "\(tile.name), your active routine" : tile.name)
                        .simultaneousGesture(parallaxGesture)
                    }
                }
                .offset(parallax)
                .animation(.spring, value: parallax)
                .padding()
            }
            .background(Palette.background)
            .tabHeader("Explore", model: model)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Create", systemImage: "plus") { model.openCreate() }
                }
            }
        }
    }

    /// Long press, then drag: the whole grid follows a little, and springs back on release.
    private var parallaxGesture: some Gesture {
        LongPressGesture(minimumDuration: 0.25)
            .onEnded { _ in model.explore.longPressBegan() }
            .sequenced(before: DragGesture(minimumDistance: 0))
            .updating($parallax) { value, state, _ in
                guard case .second(true, let drag?) = value else { return }
                state = CGSize(width: max(-14, min(14, drag.translation.width * 0.12)),
                               height: max(-14, min(14, drag.translation.height * 0.12)))
            }
            // NB: on the next turn of the main actor, after the button has seen the release.
            .onEnded { _ in Task { @MainActor in model.explore.longPressEnded() } }
    }
}

/// A famous person's profile: photo (the drawn avatar), name, bio, source, the routine, and
/// "Choose this routine" (confirmed when it would replace another active routine).
struct ProfileSheet: View {
    let model: BetterMorningModel
    let profile: ProfileScreen
    @State private var confirmsSwitch = false

    var body: some View {
        let person = profile.celebrity
        NavigationStack {
            List {
                Section {
                    VStack(spacing: 8) {
                        AvatarView(avatar: person.avatar).frame(width: 132, height: 132)
                        Text(person.name).font(.title.bold())
                        Text(person.bio).multilineTextAlignment(.center)
                        Text("Source: \(person.source). \(profile.certaintyLabel)")
                            .font(.footnote)
                            .foregroundStyle(Palette.muted)
                            .multilineTextAlignment(.center)
                    }
                    .frame(maxWidth: .infinity)
                }
                Section("Their morning") {
                    ForEach(person.tasks, id: \.self) { step in
                        HStack {
                            Text(step.time.formatted()).foregroundStyle(Palette.muted).monospacedDigit()
                            Text(step.title)
                        }
                    }
                }
                Section {
                    Text(profile.disclaimer).font(.footnote).foregroundStyle(Palette.muted)
                }
            }
            .safeAreaInset(edge: .bottom) {
                Group {
                    if profile.isActive {
                        Label("Your active routine", systemImage: "checkmark").foregroundStyle(Palette.done)
                    } else {
                        Button("Choose this routine") {
                            if profile.replaces == nil { model.choose(person.id) } else { confirmsSwitch = true }
                        }
                        .buttonStyle(.borderedProminent)
                        .controlSize(.large)
                    }
                }
                .padding()
            }
            .confirmationDialog("Switch to \(person.name)?", isPresented: $confirmsSwitch, titleVisibility: .visible) {
                Button("Switch routine") { model.choose(person.id) }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("\(profile.replaces ?? "") stops today: its tasks not checked today are marked missed. \(person.name) starts tomorrow.")
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Close") { model.explore.closeProfile() } }
            }
        }
    }
}

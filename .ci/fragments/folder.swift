// A function of the app's given the folder it keeps its files in.
import AskForReview
import Foundation

func example(folder: URL) throws {
    // «fragment»
}

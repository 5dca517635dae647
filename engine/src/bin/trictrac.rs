//! Command-line tool of the rules engine (placeholder).
fn main() {
    println!("trictrac {}", tables::VERSION);
}

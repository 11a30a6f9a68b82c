//! How `lab` tells a command-line mistake, or shows its help: clap's own messages,
//! except that a value refused by one of our readers is said as `--option: why` (the
//! same words as the app's forms), and a mistake found after parsing names its command.

use super::args::ArgError;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use std::io::Write;

/// Why a command line did not run, or the help it asked for.
#[derive(Debug)]
pub enum Failure {
    /// clap refused the command line, or was asked for help.
    Parse(clap::Error),
    /// The options parsed but do not make a job (`command` is e.g. `lab sudoku generate`).
    Usage {
        /// The command, for the hint to its help.
        command: &'static str,
        /// What is wrong.
        error: ArgError,
    },
}

impl Failure {
    /// A mistake found after parsing.
    pub fn usage(command: &'static str, error: ArgError) -> Failure {
        Failure::Usage { command, error }
    }

    /// True for a request for help, which goes to standard output with exit code 0.
    fn is_help(&self) -> bool {
        matches!(self, Failure::Parse(e) if matches!(
            e.kind(),
            ErrorKind::DisplayHelp
                | ErrorKind::DisplayVersion
                | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
        ))
    }

    /// The exit code: 0 for help, 2 for a mistake in the command line.
    pub fn exit_code(&self) -> i32 {
        if self.is_help() {
            0
        } else {
            2
        }
    }

    /// What `lab` prints.
    pub fn text(&self) -> String {
        match self {
            Failure::Usage { command, error } => {
                format!("error: {error}\n\nFor more information, try '{command} --help'.\n")
            }
            Failure::Parse(e) => {
                let text = e.render().to_string();
                match refused_value(e) {
                    Some(first_line) => match text.split_once('\n') {
                        Some((_, rest)) => format!("error: {first_line}\n{rest}"),
                        None => format!("error: {first_line}\n"),
                    },
                    None => text,
                }
            }
        }
    }

    /// Prints the help on `out`, or the mistake on standard error; the exit code.
    pub fn report(self, out: &mut dyn Write) -> i32 {
        if self.is_help() {
            let _ = write!(out, "{}", self.text());
        } else {
            eprint!("{}", self.text());
        }
        self.exit_code()
    }
}

/// `--option: why` for a value one of our readers refused.
fn refused_value(e: &clap::Error) -> Option<String> {
    if e.kind() != ErrorKind::ValueValidation {
        return None;
    }
    let why = std::error::Error::source(e)?;
    let Some(ContextValue::String(arg)) = e.get(ContextKind::InvalidArg) else {
        return None;
    };
    // `--weight <W>`: the option's name alone.
    let name = arg.split_whitespace().next().unwrap_or(arg);
    Some(format!("{name}: {why}"))
}
